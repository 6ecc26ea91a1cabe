import { zodResolver } from '@hookform/resolvers/zod';
import { DollarSign, FolderKanban, Pencil, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney } from '../../../domain/shared/money.ts';
import { NUMBER_KINDS, typedNumberText } from '../../../domain/shared/typed-number.ts';
import { type ProjectBudget, projectBudgetInputSchema } from '../../../domain/tasks/cash.ts';
import { PROJECT_STATES } from '../../../domain/tasks/lists.ts';
import { type Project, projectInputSchema } from '../../../domain/tasks/task.ts';
import { paths } from '../../paths.ts';
import { DataTable } from '../../staff/data-table.tsx';
import { FormDialog } from '../../staff/form-dialog.tsx';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { Pager } from '../../staff/pager.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { Progress } from '../../ui/progress.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { projectsList, TASKS_ADMIN_ROLES, useProjects, useSaveProject } from './api.ts';
import { useBudgets, useSetBudget } from './cash-api.ts';
import { ClientLinksDialog } from './client-links-dialog.tsx';
import { TAB_NAMES, tabTitle } from './tabs.ts';
import { formatDay } from './task-bits.tsx';

const PAGE_SIZE = 20;
type FormInput = z.input<typeof projectInputSchema>;
type FormOutput = z.output<typeof projectInputSchema>;

/** Proyectos: create and edit, each with its task counts and progress (rounded % of Hecha), and its client accounts. */
function ProjectsTab() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Project | 'new' | null>(null);
  const [clientsOf, setClientsOf] = useState<Project | null>(null);
  const query = useProjects(page, PAGE_SIZE);
  const [budgetOf, setBudgetOf] = useState<Project | null>(null);
  // The page's budgets and spend to date (USD, and ARS at their rate: ADR 121), one request per page.
  const budgets = useBudgets(query.data?.items.map((p) => p.id) ?? []);
  const budgetById = new Map((budgets.data ?? []).map((b) => [b.proyecto_id, b]));
  return (
    <>
      <StaffPageHeader
        title={TAB_NAMES.proyectos}
        description="Obras con su avance: el porcentaje de tareas hechas."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            Nuevo proyecto
          </Button>
        }
      />
      <QueryView query={query} errorTitle="No se pudieron cargar los proyectos" empty={{ icon: <FolderKanban />, title: 'Todavía no hay proyectos' }}>
        {(data) => (
          <>
            <DataTable
              label="Proyectos"
              rows={data.items}
              rowKey={(p) => p.id}
              busy={query.isPlaceholderData}
              framed
              columns={[
                {
                  header: 'Proyecto',
                  cell: (p) => (
                    <span className="font-medium">
                      {p.nombre}
                      {/* Created from a service request: a link back to it on the CRM board (ADR 128). */}
                      {p.solicitud_id && (
                        <a
                          href={`${paths.requests.crmDashboard}?solicitud=${p.solicitud_id}`}
                          className="ml-2 text-sm font-normal text-brand-700 underline underline-offset-4"
                        >
                          Ver solicitud<span className="sr-only"> de {p.nombre}</span>
                        </a>
                      )}
                    </span>
                  ),
                  card: 'title',
                },
                { header: 'Estado', cell: (p) => <Badge variant={p.estado === 'Activo' ? 'success' : 'secondary'}>{p.estado}</Badge> },
                { header: 'Inicio', cell: (p) => formatDay(p.fecha_inicio), className: 'whitespace-nowrap' },
                { header: 'Tareas', cell: (p) => `${p.hechas} de ${p.total} hechas` },
                { header: 'Progreso', cell: (p) => <Progress value={p.progreso / 100} label={`Avance de ${p.nombre}`} className="min-w-32" /> },
                { header: 'Presupuesto USD', cell: (p) => <BudgetCell budget={budgetById.get(p.id)} /> },
                {
                  header: 'Acciones',
                  card: 'actions',
                  cell: (p) => (
                    <div className="flex flex-wrap justify-end gap-1 xl:flex-nowrap">
                      <Button variant="outline" size="sm" onClick={() => setEditing(p)}>
                        <Pencil aria-hidden />
                        Editar <span className="sr-only">{p.nombre}</span>
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => setBudgetOf(p)}>
                        <DollarSign aria-hidden />
                        Presupuesto <span className="sr-only">de {p.nombre}</span>
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => setClientsOf(p)}>
                        <Users aria-hidden />
                        Clientes <span className="sr-only">de {p.nombre}</span>
                      </Button>
                    </div>
                  ),
                },
              ]}
            />
            <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={setPage} label="proyectos" />
          </>
        )}
      </QueryView>
      {editing && <ProjectDialog project={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {budgetOf && <BudgetDialog project={budgetOf} budget={budgetById.get(budgetOf.id)} onClose={() => setBudgetOf(null)} />}
      {clientsOf && <ClientLinksDialog key={clientsOf.id} project={clientsOf} onClose={() => setClientsOf(null)} />}
    </>
  );
}

function ProjectDialog({ project, onClose }: { project?: Project | undefined; onClose: () => void }) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(projectInputSchema),
    defaultValues: project
      ? { nombre: project.nombre, descripcion: project.descripcion ?? '', estado: project.estado, fecha_inicio: project.fecha_inicio ?? '' }
      : { nombre: '', descripcion: '', estado: 'Activo', fecha_inicio: '' },
  });
  const save = useSaveProject();
  const { errors } = form.formState;
  return (
    <FormDialog
      title={project ? `Editar ${project.nombre}` : 'Nuevo proyecto'}
      description="Nombre, descripción, estado y fecha de inicio."
      submitLabel={project ? 'Guardar cambios' : 'Crear proyecto'}
      form={form}
      onSubmit={async (fields) => {
        await save.mutateAsync({ id: project?.id, fields });
        onClose();
      }}
      onClose={onClose}
    >
      <Field label="Nombre" required error={errors.nombre?.message}>
        <Input {...form.register('nombre')} />
      </Field>
      <Field label="Descripción" error={errors.descripcion?.message}>
        <Textarea rows={3} {...form.register('descripcion')} />
      </Field>
      <Field label="Estado" required error={errors.estado?.message}>
        <NativeSelect {...form.register('estado')} options={PROJECT_STATES} />
      </Field>
      <Field label="Fecha de inicio" error={errors.fecha_inicio?.message}>
        <Input type="date" {...form.register('fecha_inicio')} />
      </Field>
    </FormDialog>
  );
}

/** Spend to date against the budget; pesos without a rate are said apart, never guessed into dollars. */
function BudgetCell({ budget }: { budget: ProjectBudget | undefined }) {
  if (!budget) return <span className="text-muted">—</span>;
  const over = budget.presupuesto_usd !== null && budget.gastado_usd > budget.presupuesto_usd;
  return (
    <span className="grid text-sm">
      <span className={`tabular-nums ${over ? 'font-semibold text-danger' : ''}`}>
        {formatMoney(budget.gastado_usd, 'USD')}{' '}
        {budget.presupuesto_usd === null ? 'gastado (sin presupuesto)' : `de ${formatMoney(budget.presupuesto_usd, 'USD')}`}
      </span>
      {budget.gastado_ars_sin_cotizacion > 0 && (
        <span className="text-xs text-muted">y {formatMoney(budget.gastado_ars_sin_cotizacion, 'ARS')} sin cotización</span>
      )}
    </span>
  );
}

function BudgetDialog({ project, budget, onClose }: { project: Project; budget: ProjectBudget | undefined; onClose: () => void }) {
  const form = useForm<z.input<typeof projectBudgetInputSchema>, unknown, z.output<typeof projectBudgetInputSchema>>({
    resolver: zodResolver(projectBudgetInputSchema),
    defaultValues: { presupuesto_usd: budget?.presupuesto_usd == null ? '' : typedNumberText(budget.presupuesto_usd, NUMBER_KINDS.money) },
  });
  const save = useSetBudget(project.id);
  return (
    <FormDialog
      title={`Presupuesto de ${project.nombre}`}
      description="En dólares. Lo gastado suma los egresos en USD y los egresos en pesos a su cotización; vacío quita el presupuesto."
      submitLabel="Guardar"
      form={form}
      onSubmit={async () => {
        await save.mutateAsync(String(form.getValues('presupuesto_usd') ?? ''));
        onClose();
      }}
      onClose={onClose}
    >
      <Field label="Presupuesto (USD)" error={form.formState.errors.presupuesto_usd?.message}>
        <NumberInput kind={NUMBER_KINDS.money} placeholder="Ej.: 250.000" {...form.register('presupuesto_usd')} />
      </Field>
    </FormDialog>
  );
}

export const Component = ProjectsTab;
export const handle = staffScreen(TASKS_ADMIN_ROLES, tabTitle('proyectos'), () => [projectsList(1, PAGE_SIZE)]);
