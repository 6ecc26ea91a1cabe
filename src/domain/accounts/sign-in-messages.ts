// No zod here: public pages' sign-in dialogs show this before any schema loads.

/**
 * The one answer to a refused sign-in, whatever the reason (unknown user, wrong password,
 * deactivated account, an account without the area's role): it never says which.
 */
export const INVALID_CREDENTIALS_MESSAGE = 'Usuario o contraseña incorrectos';
