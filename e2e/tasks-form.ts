import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Loads a task through the public form (/tareas-parcela/nueva-tarea) as a foreman would, due
 * 2030-06-30, and waits for its confirmation. Shared by the task specs that need a task of their own.
 */
export async function createTaskInForm(page: Page, titulo: string, responsable = 'Diego') {
  await page.goto('/tareas-parcela/nueva-tarea');
  await page.getByLabel('Título').fill(titulo);
  await page.getByLabel('Responsable').selectOption(responsable);
  await page.getByLabel('Creada por').fill('Capataz Ruiz');
  await page.getByLabel('Fecha límite').fill('2030-06-30');
  await page.getByRole('button', { name: 'Cargar tarea' }).click();
  await expect(page.getByText('Tarea registrada correctamente')).toBeVisible();
}
