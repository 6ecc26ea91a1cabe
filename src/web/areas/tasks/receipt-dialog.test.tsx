import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Movement } from '../../../domain/tasks/cash.ts';
import { CASH_MESSAGES } from '../../../domain/tasks/messages.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { SAMPLE_MOVEMENT } from './movement-sample.test-helper.ts';
import { ReceiptDialog } from './receipt-dialog.tsx';

const movement: Movement = { ...SAMPLE_MOVEMENT, cotizacion_tipo: null, cotizacion_valor: null, cotizacion_fecha: null, usd_equivalente: null };

function renderDialog(m: Movement = movement) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReceiptDialog movement={m} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('ReceiptDialog', () => {
  it('asks for a file and refuses one over 10 MB before sending anything', async () => {
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => {});
    const onClose = renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Adjuntar' }));
    expect(screen.getByText(CASH_MESSAGES.receiptRequired)).toBeTruthy();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'factura.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/Archivo/), big);
    expect(screen.getByText(CASH_MESSAGES.receiptTooLarge)).toBeTruthy();
    expect(screen.getByLabelText(/Archivo/).getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Adjuntar' }));
    expect(send).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    send.mockRestore();
  });

  it('offers the kept receipt for download and says a new one replaces it', () => {
    renderDialog({ ...movement, tiene_comprobante: true });
    expect(screen.getByRole('link', { name: 'Descargar' }).getAttribute('href')).toBe('/api/tareas/movimientos/m1/comprobante');
    expect(screen.getByText(/Si adjuntás otro, lo reemplaza/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar' })).toBeTruthy();
  });
});
