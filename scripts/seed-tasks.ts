/**
 * Loads N tasks into a running server through its public API (POST /api/tareas), as a crew's
 * phones would: each into Inbox, then moved to the wanted column by a tareas_admin session
 * (POST /api/tareas/:id/mover). Used by the kanban e2e and bench (ADR 110) and by hand:
 *
 *   node scripts/seed-tasks.ts http://localhost:3000 300 [column] [cookie]
 *
 * The public create allows 10 a minute per client address: the server must trust a proxy on
 * loopback (TRUST_PROXY=loopback, as e2e and the bench start it) so each batch of 10 can speak for
 * its own documentation address (TEST-NET-3).
 */
import { TASK_STATES, type TaskState } from '../src/domain/tasks/lists.ts';

const PEOPLE = ['Diego', 'Belén', 'Camila', 'Hernán'] as const;
const PRIORITIES = ['P0', 'P1', 'P2', 'P3'] as const;

export interface SeedOptions {
  base: string;
  count: number;
  /** Column to leave them in; Inbox needs no session. */
  estado?: TaskState;
  /** A tareas_admin session cookie (needed for any column but Inbox). */
  cookie?: string;
  prefix?: string;
}

/** Creates the tasks (a few at a time) and returns their ids, oldest first. */
export async function seedTasks({ base, count, estado = 'Inbox', cookie, prefix = 'Tarea de carga' }: SeedOptions): Promise<string[]> {
  const ids: string[] = [];
  const one = async (i: number) => {
    const address = `203.0.113.${(Math.floor(i / 10) % 250) + 1}`;
    const response = await fetch(`${base}/api/tareas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        titulo: `${prefix} ${String(i + 1).padStart(3, '0')}`,
        descripcion: `Carga de prueba número ${i + 1}`,
        responsable_nombre: PEOPLE[i % PEOPLE.length],
        creada_por_nombre: 'Script de carga',
        prioridad: PRIORITIES[i % PRIORITIES.length],
        fecha_limite: '2030-06-30',
      }),
    });
    if (response.status !== 201) throw new Error(`POST /api/tareas → ${response.status}: ${await response.text()}`);
    const { id } = (await response.json()) as { id: string };
    if (estado !== 'Inbox') {
      if (!cookie) throw new Error('Mover a otra columna necesita una sesión de tareas_admin');
      const moved = await fetch(`${base}/api/tareas/${id}/mover`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: base },
        body: JSON.stringify({ estado, al_final: true }),
      });
      if (moved.status !== 200) throw new Error(`mover → ${moved.status}: ${await moved.text()}`);
    }
    return id;
  };
  // Sequential batches of 5: two cores, and the order of creation stays the order of ids.
  for (let start = 0; start < count; start += 5) {
    const batch = Array.from({ length: Math.min(5, count - start) }, (_, k) => start + k);
    ids.push(...(await Promise.all(batch.map(one))));
  }
  return ids;
}

if (import.meta.main) {
  const [base, count, estado, cookie] = process.argv.slice(2);
  if (!base || !count || (estado && !TASK_STATES.includes(estado as TaskState))) {
    console.error('Uso: node scripts/seed-tasks.ts <url> <cantidad> [columna] [cookie]');
    process.exit(1);
  }
  const ids = await seedTasks({ base, count: Number(count), estado: (estado as TaskState | undefined) ?? 'Inbox', ...(cookie ? { cookie } : {}) });
  console.log(`${ids.length} tareas cargadas`);
}
