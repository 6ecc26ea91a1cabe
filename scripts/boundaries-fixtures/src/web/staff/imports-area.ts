// web-staff-kit-imports-no-area
export { PropertyCard } from '../areas/properties/property-card.tsx';
