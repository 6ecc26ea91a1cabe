// Allowed: composition imports areas.
export { PropertyCard } from '../areas/properties/property-card.tsx';
export { ValuationPage } from '../areas/valuation/valuation-page.tsx';
