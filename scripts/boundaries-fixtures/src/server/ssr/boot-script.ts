// Allowed: composition's own module.
export const BOOT_SCRIPT_CSP_SOURCE = "'sha256-fixture'";
