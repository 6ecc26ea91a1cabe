import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render.tsx';
import { dialogOnOpen } from './dialog-on-open.tsx';

function Part({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-label="Saldo inicial de la caja">
      <button type="button" onClick={onClose}>
        Cancelar
      </button>
    </div>
  );
}

describe('dialogOnOpen (ADR 146)', () => {
  it('says it is opening, then shows the dialog; a failed fetch closes it with a toast and the next opening fetches again', async () => {
    const fetches: Array<'fail' | 'ok'> = ['fail', 'ok'];
    let asked = 0;
    let arrive = () => {};
    const { Dialog } = dialogOnOpen(() => {
      asked += 1;
      const outcome = fetches.shift();
      return new Promise<ComponentType<{ onClose: () => void }>>((resolve, reject) => {
        arrive = () => (outcome === 'ok' ? resolve(Part) : reject(new TypeError('Failed to fetch dynamically imported module')));
      });
    });
    function Screen() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <h1>Movimientos</h1>
          <button type="button" onClick={() => setOpen(true)}>
            Saldo inicial
          </button>
          {open && <Dialog onClose={() => setOpen(false)} />}
        </>
      );
    }
    renderInApp(<Screen />);
    await userEvent.click(screen.getByRole('button', { name: 'Saldo inicial' }));
    expect(screen.getByRole('status').textContent).toBe('Abriendo…');

    arrive();
    expect(await screen.findByText('No se pudo abrir')).toBeTruthy();
    // The screen stays: no error page, nothing opening any more.
    expect(screen.getByRole('heading', { name: 'Movimientos' })).toBeTruthy();
    expect(screen.queryByText('Abriendo…')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Saldo inicial' }));
    arrive();
    expect(await screen.findByRole('dialog', { name: 'Saldo inicial de la caja' })).toBeTruthy();
    expect(asked).toBe(2);

    // Once in, it opens at once, without fetching again.
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Saldo inicial' }));
    expect(screen.getByRole('dialog', { name: 'Saldo inicial de la caja' })).toBeTruthy();
    expect(asked).toBe(2);
  });
});
