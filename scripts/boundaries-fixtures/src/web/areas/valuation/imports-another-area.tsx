// web-area-never-imports-another-area (a relative import, missed by the old Biome glob)
import { PropertyCard } from '../properties/property-card.tsx';

export const Listing = () => <PropertyCard />;
