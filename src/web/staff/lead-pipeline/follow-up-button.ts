/** A card's «Seguimiento» button carries its lead's id here: the dialog gives the focus back to it, even when the list drew the card again. */
export const followUpButtonSelector = (leadId: string) => `[data-lead-seguimiento="${leadId}"]`;
