import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './alert-dialog.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';

/** A row's 'Editar' opening a dialog from state, as the staff screens do: no Radix trigger. */
function EditFromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Antes</button>
      <button type="button" onClick={() => setOpen(true)}>
        Editar «Palermo»
      </button>
      {open && (
        <Dialog open onOpenChange={setOpen}>
          <DialogContent>
            <DialogTitle>Editar barrio</DialogTitle>
            <DialogDescription>Cambiá el valor.</DialogDescription>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

function DeleteFromState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Eliminar «Palermo»
      </button>
      <ConfirmDialog title="¿Eliminar?" description="No se puede deshacer." confirmLabel="Eliminar" open={open} onOpenChange={setOpen} onConfirm={() => {}} />
    </>
  );
}

describe('dialogs opened without a trigger', () => {
  it('give the focus back to the button that opened them when closed with Escape or the close button', async () => {
    const user = userEvent.setup();
    render(<EditFromState />);
    const opener = screen.getByRole('button', { name: 'Editar «Palermo»' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Editar barrio' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('a confirmation too, after Cancelar', async () => {
    const user = userEvent.setup();
    render(<DeleteFromState />);
    const opener = screen.getByRole('button', { name: 'Eliminar «Palermo»' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
