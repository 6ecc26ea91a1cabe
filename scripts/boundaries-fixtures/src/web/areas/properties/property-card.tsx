import { Button } from '../../ui/button.tsx';

export function PropertyCard() {
  return <Button label="Ver" />;
}
