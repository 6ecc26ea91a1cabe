import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '../test/viewport.ts';
import { type Column, DataTable } from './data-table.tsx';

interface Row {
  id: string;
  barrio: string;
  localidad: string;
  valor: string;
  nota: string | null;
}

const ROWS: Row[] = [
  { id: '1', barrio: 'Palermo', localidad: 'Ciudad de Buenos Aires', valor: 'US$ 690', nota: 'Revisado' },
  { id: '2', barrio: 'Acassuso', localidad: 'San Isidro', valor: 'US$ 900', nota: null },
];

const COLUMNS: ReadonlyArray<Column<Row>> = [
  { header: 'Barrio', cell: (r) => r.barrio, card: 'title' },
  { header: 'Localidad', cell: (r) => r.localidad },
  { header: 'USD/m²', cell: (r) => r.valor, className: 'text-right' },
  { header: 'Nota', cell: (r) => r.nota },
  { header: 'Acciones', cell: (r) => <button type="button">Editar {r.barrio}</button>, card: 'actions' },
];

const table = () => render(<DataTable label="Barrios" rows={ROWS} rowKey={(r) => r.id} columns={COLUMNS} />);

describe('DataTable', () => {
  it('is a table from 640 px up, with a screen-reader-only heading for the actions', () => {
    setViewportWidth(1280);
    table();
    const grid = screen.getByRole('table', { name: 'Barrios' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Barrio', 'Localidad', 'USD/m²', 'Nota', 'Acciones']);
    expect(within(grid).getByRole('columnheader', { name: 'Acciones' }).querySelector('.sr-only')).not.toBeNull();
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(within(grid).getByRole('row', { name: /Acassuso San Isidro US\$ 900/ })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders one card per row below 640 px: the title first, label and value lines, the actions last', () => {
    setViewportWidth(360);
    table();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Barrios' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const [palermo, acassuso] = cards as [HTMLElement, HTMLElement];
    expect(palermo.firstElementChild?.textContent).toBe('Palermo');
    const terms = [...palermo.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Localidad', 'USD/m²', 'Nota']);
    expect(palermo.querySelector('dt + dd')?.textContent).toBe('Ciudad de Buenos Aires');
    expect(palermo.lastElementChild?.textContent).toBe('Editar Palermo');
    // An empty value leaves out its line instead of showing a bare label.
    expect([...acassuso.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Localidad', 'USD/m²']);
    expect(within(acassuso).getByRole('button', { name: 'Editar Acassuso' })).toBeTruthy();
  });

  it('switches between cards and table when the window crosses 640 px', () => {
    setViewportWidth(639);
    table();
    expect(screen.getByRole('list', { name: 'Barrios' })).toBeTruthy();
    act(() => setViewportWidth(640));
    expect(screen.getByRole('table', { name: 'Barrios' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    act(() => setViewportWidth(600));
    expect(screen.queryByRole('table')).toBeNull();
  });
});
