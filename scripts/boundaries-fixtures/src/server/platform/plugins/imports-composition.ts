// server-platform-never-imports-composition: the security headers take the boot script's hash as an option
export { BOOT_SCRIPT_CSP_SOURCE } from '../../ssr/boot-script.ts';
