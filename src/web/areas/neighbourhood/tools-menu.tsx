import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import { Button } from '../../ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../ui/dropdown-menu.tsx';
import { ToolsButtonFace } from './tools-button-face.tsx';

/** 'Herramientas' (DESIGN.md §5): the calculator, the price table and the data-centre calculator. Loaded on first use. */
export function ToolsMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable.
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button size="lg" variant="secondary">
          <ToolsButtonFace />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem asChild>
          <Link to={paths.calculator}>Calculadora de valor de terreno</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.prices}>Tabla de precios por barrio</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.datacenter}>Calculadora de data centers</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
