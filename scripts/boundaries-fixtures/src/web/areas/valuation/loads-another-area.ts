// web-area-never-imports-another-area: a lazy import() is a dependency too
export const loadCard = () => import('../properties/property-card.tsx');
