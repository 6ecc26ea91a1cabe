// Allowed: its own area, the staff kit, ui and domain.
import { Pager } from '../../staff/pager.tsx';
import { Button } from '../../ui/button.tsx';

export { CENTS_PER_PESO } from '../../../domain/shared/money.ts';
export const ValuationPage = () => (
  <>
    <Button label="Calcular" />
    <Pager />
  </>
);
