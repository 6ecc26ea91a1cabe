import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_MAIL_CONSENT, REPORT_MAIL_MESSAGES } from '../../../domain/valuation/report-mail.ts';
import { stubApi } from '../../test/api-stub.ts';
import { renderInApp } from '../../test/render.tsx';
import { ReportMailForm } from './report-mail-form.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const URL = `/api/consultas/${ID}/informe-por-email`;
const email = () => screen.getByRole('textbox', { name: /Tu e-mail/ });
const consent = () => screen.getByRole('checkbox', { name: new RegExp(REPORT_MAIL_CONSENT.text.slice(0, 30)) });
const send = () => screen.getByRole('button', { name: /Enviar informe/ });

/** The text of the elements `aria-describedby` names: what a screen reader reads after the label. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

afterEach(() => vi.unstubAllGlobals());

describe('ReportMailForm', () => {
  it('is a real form that posts to the page route without JavaScript, the consent unticked', () => {
    renderInApp(<ReportMailForm consultaId={ID} />);
    const form = email().closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(`/resultado/${ID}/informe`);
    expect(email().getAttribute('name')).toBe('email');
    expect((consent() as HTMLInputElement).checked).toBe(false);
    expect(consent().getAttribute('value')).toBe('si');
  });

  it('asks for both fields under each, in Spanish, before calling the server', async () => {
    const calls = stubApi({});
    renderInApp(<ReportMailForm consultaId={ID} />);
    await userEvent.click(send());
    expect(await screen.findByText(REPORT_MAIL_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(REPORT_MAIL_MESSAGES.consentRequired)).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(description(consent())).toBe(REPORT_MAIL_MESSAGES.consentRequired);

    await userEvent.type(email(), 'ana@');
    await userEvent.click(send());
    expect(await screen.findByText(REPORT_MAIL_MESSAGES.emailInvalid)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the address and the consent, then confirms and offers another address', async () => {
    const calls = stubApi({ [`POST ${URL}`]: { status: 202, body: { enviado: true } } });
    renderInApp(<ReportMailForm consultaId={ID} />);
    await userEvent.type(email(), 'ana@example.com');
    await userEvent.click(consent());
    await userEvent.click(send());
    expect((await screen.findByRole('status')).textContent).toContain(`${REPORT_MAIL_MESSAGES.sentTitle}Lo enviamos a ana@example.com.`);
    expect(calls).toEqual([{ method: 'POST', path: URL, body: { email: 'ana@example.com', consentimiento: true } }]);
    await userEvent.click(screen.getByRole('link', { name: 'Enviarlo a otro e-mail' }));
    expect((email() as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal under its field', async () => {
    stubApi({
      [`POST ${URL}`]: { status: 429, body: { error: { code: 'RATE_LIMITED', message: REPORT_MAIL_MESSAGES.tooManyForAddress, field: 'email' } } },
    });
    renderInApp(<ReportMailForm consultaId={ID} />);
    await userEvent.type(email(), 'ana@example.com');
    await userEvent.click(consent());
    await userEvent.click(send());
    expect(await screen.findByText(REPORT_MAIL_MESSAGES.tooManyForAddress)).toBeTruthy();
    expect(description(email())).toBe(REPORT_MAIL_MESSAGES.tooManyForAddress);
  });

  it('reads the status the server redirected with (the form without JavaScript)', () => {
    const sent = renderInApp(<ReportMailForm consultaId={ID} />, { path: `/resultado/${ID}?informe=enviado` });
    expect(screen.getByRole('status').textContent).toContain(REPORT_MAIL_MESSAGES.sent);
    sent.unmount();
    renderInApp(<ReportMailForm consultaId={ID} />, { path: `/resultado/${ID}?informe=consentimiento` });
    expect(screen.getByText(REPORT_MAIL_MESSAGES.consentRequired)).toBeTruthy();
  });
});
