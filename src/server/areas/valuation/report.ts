import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { BRAND, OFFICES } from '../../../domain/brand.ts';
import { formatDate } from '../../../domain/shared/date-format.ts';
import { buenosAiresDay } from '../../../domain/shared/dates.ts';
import { formatNumber, formatUsd } from '../../../domain/shared/money.ts';
import { formatPhone, whatsappLink } from '../../../domain/shared/whatsapp.ts';
import {
  CLOSING_COSTS_NOTES,
  type ClosingCostsData,
  closingCostsFrom,
  formatPesos,
  JURISDICTION_LABELS,
  type PartyCosts,
  pesoTotals,
  ratePctText,
  rateSourceText,
} from '../../../domain/valuation/closing-costs.ts';
import { chartLine, historySentence, type ValueHistory } from '../../../domain/valuation/history.ts';
import { formatRange, rangeExplanation, type ValueRange } from '../../../domain/valuation/range.ts';
import { adjustmentLabel, type Consulta, placeName } from '../../../domain/valuation/valuation.ts';
import type { ReportSettings } from './valuation.repo.ts';

/** Everything the PDF prints; the same model gives the same document (the cache keys on it). */
export interface ReportModel {
  consulta: Consulta;
  /** The incidence in force on the consulta's date and when it was set; null for a barrio without history. */
  incidencia: { valor: number; actualizado_at: string } | null;
  rango: ValueRange;
  historial: ValueHistory;
  settings: ReportSettings;
  /** «Costo total para cerrar» (ADR 144): the jurisdiction's items and the last rates (null: dollars only). */
  cierre: ClosingCostsData;
  /** Absolute address of the result page (config.publicUrl): the QR code and the link. */
  resultUrl: string;
}

/** `valuacion-<barrio>-<yyyy-mm-dd>.pdf`, the barrio as an ASCII slug and the consulta's day in Buenos Aires. */
export function reportFileName(c: Pick<Consulta, 'barrio_nombre' | 'fecha'>): string {
  const slug = c.barrio_nombre
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `valuacion-${slug || 'barrio'}-${buenosAiresDay(c.fecha)}.pdf`;
}

// pdfkit's standard fonts (no file to embed or ship) encode text as WinAnsi: Latin-1 plus these.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const CLOSE_ENOUGH: Record<string, string> = { '−': '-', '≈': '~', '≤': '<=', '≥': '>=', '\u2009': ' ', '\u202f': ' ', '\t': ' ' };

/** Text the standard fonts can draw: what WinAnsi lacks becomes its nearest spelling, or '?'. */
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC').replace(/\r\n?/g, '\n')) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else out += CLOSE_ENOUGH[ch] ?? (code < 0x20 ? '' : '?');
  }
  return out;
}

const GREEN = '#0f5132';
const GREEN_SOFT = '#ecfdf5';
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const CONTENT = A4.width - 2 * MARGIN;

/** The A4 report of one consulta (ADR 090), drawn with pdfkit: vector text, chart and QR code. */
export function drawReport(m: ReportModel): Promise<Buffer> {
  const c = m.consulta;
  const place = placeName(c.barrio_nombre, c.localidad_nombre);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: winAnsi(`Valuación de terreno en ${place}`),
      Author: BRAND.firm,
      Subject: winAnsi(`Informe de valuación · consulta del ${formatDate(c.fecha)}`),
      CreationDate: new Date(c.fecha),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string) => winAnsi(value);

  // Header band: brand, what this is, the date.
  doc.rect(0, 0, A4.width, 84).fill(GREEN);
  doc.roundedRect(MARGIN, 24, 36, 36, 6).fill('#ffffff');
  doc.fillColor(GREEN).font('Helvetica-Bold').fontSize(22).text('P', MARGIN, 32, { width: 36, align: 'center' });
  doc
    .fillColor('#ffffff')
    .fontSize(18)
    .text(BRAND.firm, MARGIN + 48, 26);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#d1fae5')
    .text('Valuación de terrenos · Buenos Aires', MARGIN + 48, 48);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#ffffff').text('Informe de valuación', MARGIN, 28, { width: CONTENT, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#d1fae5')
    .text(`Consulta del ${formatDate(c.fecha)}`, MARGIN, 46, { width: CONTENT, align: 'right' });

  doc.y = 108;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(text(`Terreno en ${place}`), MARGIN, doc.y, { width: CONTENT });
  doc.moveDown(0.8);

  // The plot.
  heading(doc, 'Datos del terreno');
  const incidence = m.incidencia
    ? `${formatUsd(m.incidencia.valor)} por m² (valor actualizado el ${formatDate(m.incidencia.actualizado_at)})`
    : `${formatUsd(c.valor_lista_usd / c.m2_vendibles)} por m²`;
  const rows: [string, string][] = [
    ['Localidad', c.localidad_nombre],
    ['Barrio', c.barrio_nombre],
    ['M² vendibles', `${formatNumber(c.m2_vendibles)} m²`],
    ['Ubicación', c.ubicacion_calidad],
    ['Incidencia', incidence],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 110 });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(text(value), MARGIN + 120, y, { width: CONTENT - 120 });
    doc.y = Math.max(doc.y, y + 14) + 3;
  }
  doc.moveDown(0.8);

  // The values and the range.
  heading(doc, 'Valores estimados');
  const boxY = doc.y;
  const boxW = (CONTENT - 12) / 2;
  valueBox(doc, MARGIN, boxY, boxW, 'Valor de lista', formatUsd(c.valor_lista_usd), '#f3f4f6', INK);
  valueBox(
    doc,
    MARGIN + boxW + 12,
    boxY,
    boxW,
    `Valor de mercado (${adjustmentLabel(c.porcentaje_ajuste)})`,
    formatUsd(c.valor_mercado_usd),
    GREEN_SOFT,
    GREEN,
  );
  doc.y = boxY + 62;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(GREEN)
    .text(text(`Rango estimado del valor de mercado: ${formatRange(m.rango)}`), MARGIN, doc.y, { width: CONTENT });
  doc.moveDown(0.2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(text(rangeExplanation(m.rango, c.ubicacion_calidad, c.barrio_nombre)), { width: CONTENT });
  doc.moveDown(0.2);
  doc.text('La plusvalía por el desarrollo del terreno es adicional a estos valores.', { width: CONTENT });
  doc.moveDown(1);

  // The barrio's value over the 12 months before the consulta, beside the QR code.
  heading(doc, text(`Valor de incidencia de ${c.barrio_nombre}: 12 meses previos a la consulta`));
  const chartTop = doc.y;
  const chart = { x: MARGIN + 44, y: chartTop + 4, width: CONTENT - 44 - 150, height: 110 };
  drawChart(doc, m.historial, chart);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(text(historySentence(m.historial)), MARGIN, chart.y + chart.height + 20, { width: CONTENT - 150 });
  const chartBottom = doc.y;
  drawQr(doc, m.resultUrl, A4.width - MARGIN - 118, chartTop, 118);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Este informe en línea:', A4.width - MARGIN - 130, chartTop + 122, { width: 130, align: 'center' });
  doc.fillColor(GREEN).text(text(m.resultUrl), A4.width - MARGIN - 130, doc.y, { width: 130, align: 'center', link: m.resultUrl, underline: true });
  doc.y = Math.max(chartBottom, doc.y) + 14;

  drawClosingCosts(doc, m);

  // The legal note and the firm's contact data.
  if (doc.y > A4.height - MARGIN - 90) doc.addPage();
  heading(doc, 'Nota legal');
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(text(m.settings.texto_legal), MARGIN, doc.y, { width: CONTENT });
  doc.moveDown(1);
  if (doc.y > A4.height - MARGIN - 70) doc.addPage();
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(A4.width - MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.6);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(`${BRAND.firm} · Oficinas en ${OFFICES.join(' y ')}`, MARGIN, doc.y, { width: CONTENT });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(text(`E-mail: ${m.settings.email_contacto} · Teléfono: ${formatPhone(m.settings.telefono_contacto, { line: true })} · `), {
      continued: true,
      width: CONTENT,
    })
    .fillColor(GREEN)
    .text(`WhatsApp: ${formatPhone(m.settings.whatsapp_empresa)}`, { link: whatsappLink(m.settings.whatsapp_empresa), underline: true });

  doc.end();
  return done;
}

/**
 * «Costo total para cerrar» (ADR 144): the buyer's and the seller's items and totals (not the only
 * home: the PDF cannot ask), what changes if it is, and each total in pesos at every rate with its
 * source and time — or the dollars-only note.
 */
function drawClosingCosts(doc: PDFKit.PDFDocument, m: ReportModel): void {
  const { cotizaciones, jurisdiccion } = m.cierre;
  const price = m.consulta.valor_mercado_usd;
  const costs = closingCostsFrom(m.cierre, price, { viviendaUnica: false });
  const home = closingCostsFrom(m.cierre, price, { viviendaUnica: true });
  if (doc.y > A4.height - MARGIN - 260) doc.addPage();
  heading(doc, winAnsi(`Costo total para cerrar (estimado, ${JURISDICTION_LABELS[jurisdiccion]})`));
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(winAnsi(`Sobre el valor de mercado de ${formatUsd(price)}, lo que paga cada parte al escriturar.`), MARGIN, doc.y, { width: CONTENT });
  doc.moveDown(0.4);
  const top = doc.y;
  const colW = (CONTENT - 16) / 2;
  const column = (x: number, title: string, side: PartyCosts) => {
    doc.y = top;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(title, x, doc.y, { width: colW });
    doc.moveDown(0.2);
    for (const l of side.items) {
      const y = doc.y;
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(MUTED)
        .text(winAnsi(`${l.concepto} (${ratePctText(l)})`), x, y, { width: colW - 70 });
      const after = doc.y;
      doc.fillColor(INK).text(formatUsd(l.usd), x + colW - 70, y, { width: 70, align: 'right' });
      doc.y = Math.max(after, y + 11) + 1;
    }
    const y = doc.y + 2;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(GREEN)
      .text('Total', x, y, { width: colW - 80 });
    doc.text(formatUsd(side.totalUsd), x + colW - 80, y, { width: 80, align: 'right' });
    return doc.y;
  };
  const bottom = Math.max(column(MARGIN, 'Comprador', costs.comprador), column(MARGIN + colW + 16, 'Vendedor', costs.vendedor));
  doc.y = bottom + 6;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  const homeLine =
    home.exencion === 'aplica' || home.exencion === 'excedente'
      ? `Si es tu vivienda única, familiar y de ocupación permanente: comprador ${formatUsd(home.comprador.totalUsd)}, vendedor ${formatUsd(home.vendedor.totalUsd)} (${home.exencion === 'aplica' ? 'Impuesto de Sellos exento' : 'Sellos solo sobre el excedente del umbral'}).`
      : home.exencion === 'sin-umbral'
        ? `Vivienda única: ${CLOSING_COSTS_NOTES.noThreshold}`
        : `Vivienda única: ${CLOSING_COSTS_NOTES.noOficial}`;
  doc.text(winAnsi(homeLine), MARGIN, doc.y, { width: CONTENT });
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('En pesos', MARGIN, doc.y, { width: CONTENT });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  const pesos = pesoTotals(costs, cotizaciones);
  if (!pesos) {
    doc.text(winAnsi(CLOSING_COSTS_NOTES.noRates), { width: CONTENT });
  } else {
    for (const { comprador: b, vendedor: s } of pesos) {
      if (!b || !s) continue;
      const stale = b.desactualizada ? ` ${CLOSING_COSTS_NOTES.staleRate}` : '';
      doc.text(winAnsi(`${rateSourceText(b)}: comprador ${formatPesos(b.ars)}, vendedor ${formatPesos(s.ars)}.${stale}`), MARGIN, doc.y, { width: CONTENT });
    }
  }
  doc.moveDown(0.3);
  doc.text(winAnsi(CLOSING_COSTS_NOTES.estimate), MARGIN, doc.y, { width: CONTENT });
  doc.moveDown(1);
}

function heading(doc: PDFKit.PDFDocument, title: string): void {
  doc.font('Helvetica-Bold').fontSize(12).fillColor(GREEN).text(title, MARGIN, doc.y, { width: CONTENT });
  doc.moveDown(0.4);
}

function valueBox(doc: PDFKit.PDFDocument, x: number, y: number, width: number, label: string, value: string, fill: string, ink: string): void {
  doc.roundedRect(x, y, width, 52, 6).fill(fill);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(ink)
    .text(label, x + 12, y + 9, { width: width - 24 });
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(value, x + 12, y + 24, { width: width - 24 });
}

/** Axis labels (highest and lowest value, the window's dates) and the step line, as vector paths. */
function drawChart(doc: PDFKit.PDFDocument, h: ValueHistory, box: { x: number; y: number; width: number; height: number }): void {
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.5).strokeColor(RULE).stroke();
  const line = chartLine(h, { width: box.width, height: box.height, padding: 8 });
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  doc.text(formatDate(h.desde), box.x, box.y + box.height + 4, { width: 80 });
  doc.text(formatDate(h.hasta), box.x + box.width - 80, box.y + box.height + 4, { width: 80, align: 'right' });
  if (!line) {
    doc.text('Sin historial de valores', box.x, box.y + box.height / 2 - 4, { width: box.width, align: 'center' });
    return;
  }
  // A flat history is drawn across the middle: its one value is labelled there.
  doc.text(formatUsd(line.max), MARGIN - 4, line.min === line.max ? box.y + box.height / 2 - 4 : box.y + 4, { width: 46, align: 'right' });
  if (line.min !== line.max) doc.text(formatUsd(line.min), MARGIN - 4, box.y + box.height - 14, { width: 46, align: 'right' });
  doc.save();
  doc.translate(box.x, box.y);
  doc.path(line.d).lineWidth(2).lineJoin('round').strokeColor(GREEN).stroke();
  doc.circle(line.end.x, line.end.y, 3).fill(GREEN);
  doc.restore();
}

/** The QR code as vector squares (one rectangle per run of dark modules in a row). */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      // A hair wider and taller than the cell: viewers anti-alias abutting edges into white seams.
      doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (col - start) * cell + 0.3, cell + 0.3);
    }
  }
  doc.fill(INK);
}
