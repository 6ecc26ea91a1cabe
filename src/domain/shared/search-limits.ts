// No zod here: screens drawn before any schema loads name this limit (ADR 146).

export const SEARCH_MAX = 100;
