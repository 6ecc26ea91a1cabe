export const listPrecios = () => [];
