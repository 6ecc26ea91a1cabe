/**
 * The messages of a contact's name, e-mail and phone, as the public forms that ask for them show
 * them (the valuation contact, the land owners' inquiry). One list, so both forms word them alike;
 * each form keeps its own phone example (`phoneInvalid`).
 */
export const CONTACT_FIELD_MESSAGES = {
  nameRequired: 'El nombre es obligatorio',
  nameTooLong: 'El nombre debe tener menos de 100 caracteres',
  emailRequired: 'El email es obligatorio',
  emailInvalid: 'Email inválido',
  emailTooLong: 'El email debe tener menos de 255 caracteres',
  phoneRequired: 'El teléfono es obligatorio',
} as const;
