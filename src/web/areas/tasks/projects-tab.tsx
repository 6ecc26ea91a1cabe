import { DollarSign, FolderKanban, Pencil, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '../../../domain/shared/money.ts';
import type { ProjectBudget } from '../../../domain/tasks/cash.ts';
import type { Project } from '../../../domain/tasks/task.ts';
import { paths } from '../../paths.ts';
import { DataTable } from '../../staff/data-table.tsx';
import { StaffPageHeader } from '../../staff/page-header.tsx';
import { Pager } from '../../staff/pager.tsx';
import { QueryView } from '../../staff/query-states.tsx';
import { staffScreen } from '../../staff/staff-screen.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Progress } from '../../ui/progress.tsx';
import { projectsList, TASKS_ADMIN_ROLES, useProjects } from './api.ts';
import { useBudgets } from './cash-api.ts';
import { ClientLinksDialog } from './client-links-dialog.tsx';
import { BudgetDialog, ProjectDialog } from './dialogs.tsx';
import { TAB_NAMES, tabTitle } from './tabs.ts';
import { formatDay } from './task-bits.tsx';

const PAGE_SIZE = 20;

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

export const Component = ProjectsTab;
export const handle = staffScreen(TASKS_ADMIN_ROLES, tabTitle('proyectos'), () => [projectsList(1, PAGE_SIZE)]);
