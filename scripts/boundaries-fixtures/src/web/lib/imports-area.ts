// web-only-composition-imports-areas
export { PropertyCard } from '../areas/properties/property-card.tsx';
