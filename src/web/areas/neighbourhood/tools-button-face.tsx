import { ChevronDown, Wrench } from 'lucide-react';

/** The 'Herramientas' button's face: the page draws it before the menu's code (tools-menu.tsx) has loaded. */
export function ToolsButtonFace() {
  return (
    <>
      <Wrench aria-hidden />
      Herramientas
      <ChevronDown aria-hidden />
    </>
  );
}
