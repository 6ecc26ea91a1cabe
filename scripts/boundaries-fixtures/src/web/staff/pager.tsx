// Allowed: the kit uses ui and lib.
import { Button } from '../ui/button.tsx';

export { apiGet } from '../lib/api.ts';
export const Pager = () => <Button label="Siguiente" />;
