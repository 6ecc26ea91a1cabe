/** Staff and user roles (DESIGN.md §4). A user may hold several; `admin` may do everything. */
export const ROLES = ['admin', 'contenido', 'crm', 'fondo', 'tareas_admin', 'tareas_cliente', 'usuario'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  contenido: 'Contenido (carruseles)',
  crm: 'CRM',
  fondo: 'Fondo de tierras',
  tareas_admin: 'Tareas: administración',
  tareas_cliente: 'Tareas: cliente',
  usuario: 'Usuario (propiedades)',
};

/** Roles are stored as one comma-separated string (Better Auth admin plugin convention). */
export function parseRoles(stored: string | null | undefined): Role[] {
  if (!stored) return [];
  const known = new Set<string>(ROLES);
  return stored
    .split(',')
    .map((r) => r.trim())
    .filter((r): r is Role => known.has(r));
}

export function serializeRoles(roles: readonly Role[]): string {
  return [...new Set(roles)].join(',');
}

/** True when the holder of `held` may act as any of `allowed` (admin may do everything). */
export function hasAnyRole(held: readonly Role[], allowed: readonly Role[]): boolean {
  return held.includes('admin') || held.some((r) => allowed.includes(r));
}
