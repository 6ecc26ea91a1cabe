import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';
import { Toaster, toast } from './toast.tsx';

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Editar
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Editar barrio</DialogTitle>
          <DialogDescription>Cambiá el valor.</DialogDescription>
          <button type="button" onClick={() => toast.error('Campos incompletos', 'Completá el valor.')}>
            Guardar mal
          </button>
          <button
            type="button"
            onClick={() => {
              toast.success('Barrio guardado');
              setOpen(false);
            }}
          >
            Guardar bien
          </button>
        </DialogContent>
      </Dialog>
      <Toaster />
    </>
  );
}

/** The screen's width as `matchMedia('(min-width: 640px)')` sees it (ui may not import web/test). */
let widthSpy: { mockRestore: () => void } | undefined;
function screenIsWide(wide: boolean) {
  const real = window.matchMedia.bind(window);
  widthSpy = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => (query === '(min-width: 640px)' ? ({ ...real(query), matches: wide } as MediaQueryList) : real(query)));
}

afterEach(() => {
  widthSpy?.mockRestore();
  widthSpy = undefined;
});

describe('toasts and dialogs', () => {
  it("a dialog's error toast goes when the dialog closes; a success toast shown as it closes stays", async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('button', { name: 'Guardar mal' }));
    expect(await screen.findByText('Campos incompletos')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Guardar bien' }));
    expect(await screen.findByText('Barrio guardado')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Campos incompletos')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText('Barrio guardado')).toBeTruthy();
  });

  it('an error toast shown with no dialog open is not dismissed by a dialog closing later', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    act(() => toast.error('No se pudieron cargar los barrios'));
    expect(await screen.findByText('No se pudieron cargar los barrios')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('No se pudieron cargar los barrios')).toBeTruthy();
  });

  it("on a phone a dialog's error toast goes to the top, off the dialog's buttons; without a dialog, to the corner", async () => {
    screenIsWide(false);
    const user = userEvent.setup();
    render(<Screen />);
    act(() => toast.error('No se pudieron cargar los barrios'));
    const list = async (text: string) => (await screen.findByText(text)).closest('ol');
    expect((await list('No se pudieron cargar los barrios'))?.getAttribute('data-y-position')).toBe('bottom');

    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('button', { name: 'Guardar mal' }));
    const top = await list('Campos incompletos');
    expect([top?.getAttribute('data-y-position'), top?.getAttribute('data-x-position')]).toEqual(['top', 'center']);
  });

  it("on a wide screen a dialog's error toast goes to the bottom left, away from its buttons on the right", async () => {
    screenIsWide(true);
    const user = userEvent.setup();
    render(<Screen />);
    act(() => toast.error('No se pudieron cargar los barrios'));
    expect((await screen.findByText('No se pudieron cargar los barrios')).closest('ol')?.getAttribute('data-x-position')).toBe('right');
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('button', { name: 'Guardar mal' }));
    const list = (await screen.findByText('Campos incompletos')).closest('ol');
    expect([list?.getAttribute('data-y-position'), list?.getAttribute('data-x-position')]).toEqual(['bottom', 'left']);
  });
});
