import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAND_MESSAGES } from '../../../domain/fund/land.ts';
import { SsrStateContext } from '../../shared/ssr-state.ts';
import { InquiryForm } from './inquiry-form.tsx';

/**
 * The form uploads with XMLHttpRequest (fetch cannot report progress): a stand-in records what is
 * sent and answers with the real API's shapes, after reporting progress halfway.
 */
type Answer = { status: number; body: unknown };
function stubUpload(answer: Answer): Array<{ url: string; form: FormData }> {
  const sent: Array<{ url: string; form: FormData }> = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      sent.push({ url: this.url, form });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        setTimeout(() => {
          this.status = answer.status;
          this.responseText = JSON.stringify(answer.body);
          this.onload?.();
        }, 30);
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
afterEach(() => vi.unstubAllGlobals());

const box = (name: RegExp) => screen.getByRole('textbox', { name });
async function fillValid() {
  await userEvent.type(box(/^Nombre/), 'Ana Domínguez');
  await userEvent.type(box(/^Email/), 'ana@example.com');
  await userEvent.type(box(/^Teléfono/), '11 5555-0102');
  await userEvent.type(box(/^Ubicación del terreno/), 'Av. San Martín 2200');
}
const send = () => userEvent.click(screen.getByRole('button', { name: 'Enviar consulta' }));

describe('land owner inquiry form', () => {
  it('checks the fields with the domain schema before sending: messages under each field, focus on the first', async () => {
    const sent = stubUpload({ status: 201, body: { id: 'x' } });
    render(<InquiryForm />);
    await send();
    await screen.findByText(LAND_MESSAGES.nameRequired);
    for (const message of [LAND_MESSAGES.emailRequired, LAND_MESSAGES.phoneRequired, LAND_MESSAGES.landLocationRequired]) {
      expect(screen.getByText(message).getAttribute('role')).toBe('alert');
    }
    expect(document.activeElement).toBe(box(/^Nombre/));
    expect(box(/^Nombre/).getAttribute('aria-invalid')).toBe('true');
    expect(box(/^Nombre/).getAttribute('aria-describedby')).toBe(screen.getByText(LAND_MESSAGES.nameRequired).id);
    expect(sent).toEqual([]);
  });

  it('sends the fields and the file as multipart, shows the upload progress, then the success state', async () => {
    const sent = stubUpload({ status: 201, body: { id: 'x' } });
    render(<InquiryForm />);
    await fillValid();
    await userEvent.click(screen.getByRole('checkbox', { name: '¿Tenés prefactibilidad?' }));
    const file = new File(['%PDF-1.4'], 'prefactibilidad.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(/^Archivo de prefactibilidad/), file);
    await send();
    const progress = await screen.findByRole('progressbar', { name: 'Subiendo archivo' });
    await waitFor(() => expect(progress.getAttribute('value')).toBe('50'));
    const done = await screen.findByRole('heading', { name: '¡Recibimos tu consulta!' });
    // Focus moves in the effect that follows the success render.
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(sent).toHaveLength(1);
    const form = sent[0]?.form as FormData;
    expect(sent[0]?.url).toBe('/api/terrenos/contactos');
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'archivo'))).toEqual({
      nombre: 'Ana Domínguez',
      email: 'ana@example.com',
      telefono: '11 5555-0102',
      ubicacion_terreno: 'Av. San Martín 2200',
      m2_vendibles_estimados: '',
      tiene_prefactibilidad: 'true',
    });
    expect((form.get('archivo') as File).name).toBe('prefactibilidad.pdf');

    await userEvent.click(screen.getByRole('button', { name: 'Enviar otra consulta' }));
    expect((box(/^Nombre/) as HTMLInputElement).value).toBe('');
  });

  // ADR 024: «1.200» m² was stored as 1,2. The form sends the text; the server reads it as the form did.
  it('reads the estimated m² the Argentine way: says what it understood, refuses what it cannot read before sending', async () => {
    const sent = stubUpload({ status: 201, body: { id: 'x' } });
    render(<InquiryForm />);
    await fillValid();
    const m2 = box(/^M² vendibles estimados/);
    expect(m2.getAttribute('inputmode')).toBe('decimal');
    await userEvent.type(m2, '1,2,3');
    await send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^No entendemos «1,2,3» como número/);
    expect(m2.getAttribute('aria-describedby')).toContain(alert.id);
    await waitFor(() => expect(document.activeElement).toBe(m2));
    expect(sent).toEqual([]);

    await userEvent.clear(m2);
    await userEvent.type(m2, '1200 m2');
    expect(screen.getByText('= 1.200 m²')).toBeTruthy();
    // The refusal goes once the field is edited: it would contradict what the field now says.
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.clear(m2);
    await userEvent.type(m2, '1.200');
    expect(screen.queryByText(/^= /)).toBeNull();
    await send();
    await screen.findByRole('heading', { name: '¡Recibimos tu consulta!' });
    expect(sent[0]?.form.get('m2_vendibles_estimados')).toBe('1.200');
  });

  it("puts the API's refusal of a field under that field", async () => {
    stubUpload({ status: 400, body: { error: { code: 'VALIDATION', message: LAND_MESSAGES.phoneInvalid, field: 'telefono' } } });
    render(<InquiryForm />);
    await fillValid();
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe(LAND_MESSAGES.phoneInvalid);
    await waitFor(() => expect(document.activeElement).toBe(box(/^Teléfono/)));
  });

  it('a file refused by its content (415) is told under the file field', async () => {
    stubUpload({ status: 415, body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: LAND_MESSAGES.fileRejected } } });
    render(<InquiryForm />);
    await fillValid();
    await userEvent.upload(screen.getByLabelText(/^Archivo de prefactibilidad/), new File(['<html>'], 'informe.pdf', { type: 'application/pdf' }));
    await send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(LAND_MESSAGES.fileRejected);
    expect(screen.getByLabelText(/^Archivo de prefactibilidad/).getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('too many inquiries (429): the server’s message above the button, the fields kept', async () => {
    stubUpload({ status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Demasiados intentos. Esperá un momento y volvé a intentar.' } } });
    render(<InquiryForm />);
    await fillValid();
    await send();
    expect((await screen.findByRole('alert')).textContent).toContain('Demasiados intentos');
    expect((box(/^Nombre/) as HTMLInputElement).value).toBe('Ana Domínguez');
  });

  it('starts from what the server answered to a post without JavaScript: the typed values, their messages, then the fixed form sends', async () => {
    const sent = stubUpload({ status: 201, body: { id: 'x' } });
    const posted = {
      form: 'landInquiry' as const,
      values: { nombre: '', email: 'ana@example.com', telefono: '11 5555-0102', ubicacion_terreno: 'Av. San Martín 2200', tiene_prefactibilidad: 'true' },
      errors: { nombre: LAND_MESSAGES.nameRequired },
    };
    render(
      <SsrStateContext value={{ origin: 'http://localhost', queries: { queries: [], mutations: [] }, form: posted }}>
        <InquiryForm />
      </SsrStateContext>,
    );
    expect(screen.getByText(LAND_MESSAGES.nameRequired)).toBeTruthy();
    expect((box(/^Email/) as HTMLInputElement).value).toBe('ana@example.com');
    expect((screen.getByRole('checkbox', { name: '¿Tenés prefactibilidad?' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.type(box(/^Nombre/), 'Ana');
    expect(screen.queryByText(LAND_MESSAGES.nameRequired)).toBeNull();
    await send();
    await screen.findByText('¡Recibimos tu consulta!');
    expect(sent[0]?.form.get('email')).toBe('ana@example.com');
  });

  it('posts to its page without JavaScript (multipart for the file), never a GET', () => {
    const { container } = render(<InquiryForm />);
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/terrenos#propietarios');
    expect(form?.getAttribute('enctype')).toBe('multipart/form-data');
  });
});
