import { parseArgs } from 'node:util';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/shared/passwords.ts';
import { ROLES, type Role } from '../../domain/shared/roles.ts';
import { createUsersService } from '../areas/accounts/users.service.ts';
import { createAuth } from '../platform/auth/auth.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { DataDirLockedError } from '../platform/db/lock.ts';
import { AppError } from '../platform/errors.ts';

const USAGE = `Uso:
  npm run users -- add <usuario> --email <email> --password <contraseña> --roles <rol1,rol2> [--name "Nombre"]
  npm run users -- set-password <usuario> --password <contraseña>
  npm run users -- set-roles <usuario> --roles <rol1,rol2>
  npm run users -- unlock <usuario>
  npm run users -- list
Roles: ${ROLES.join(', ')}
Contraseñas: de ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres; no se aceptan las comunes ni las armadas con la marca, el usuario o el email.
Cada cambio queda en la auditoría (/admin/usuarios).
Con la base embebida, detené el servidor antes (la carpeta de datos admite un solo proceso).`;

function parseRoleList(text: string | undefined): Role[] {
  if (!text) throw new AppError(400, 'VALIDATION', 'Indicá los roles con --roles rol1,rol2');
  const roles = text.split(',').map((r) => r.trim());
  const unknown = roles.filter((r) => !(ROLES as readonly string[]).includes(r));
  if (unknown.length) throw new AppError(400, 'VALIDATION', `Rol desconocido: ${unknown.join(', ')}. Roles válidos: ${ROLES.join(', ')}`);
  return roles as Role[];
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new AppError(400, 'VALIDATION', `Falta ${what}.\n\n${USAGE}`);
  return value;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      roles: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, username] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  // Migrations first: the command works on a brand-new data folder or database.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const users = createUsersService({ db: database.db, auth: createAuth(database.db, config) });
    switch (command) {
      case 'add': {
        const created = await users.add({
          username: required(username, 'el nombre de usuario'),
          email: required(values.email, '--email'),
          password: required(values.password, '--password'),
          roles: parseRoleList(values.roles),
          name: values.name,
        });
        console.log(`Cuenta creada: ${created.username} (${created.email}) con roles ${created.roles.join(', ')}`);
        break;
      }
      case 'set-password':
        await users.setPassword(required(username, 'el nombre de usuario'), required(values.password, '--password'));
        console.log(`Contraseña actualizada para ${username}. Sus sesiones abiertas se cerraron.`);
        break;
      case 'set-roles': {
        const roles = parseRoleList(values.roles);
        await users.setRoles(required(username, 'el nombre de usuario'), roles);
        console.log(`Roles de ${username}: ${roles.join(', ')}`);
        break;
      }
      case 'unlock': {
        const unlocked = await users.unlockByUsername(required(username, 'el nombre de usuario'));
        console.log(`Cuenta ${unlocked.username} desbloqueada: ya puede iniciar sesión desde cualquier navegador.`);
        break;
      }
      case 'list': {
        const rows = await users.list();
        for (const u of rows)
          console.log(`${(u.username ?? '-').padEnd(24)} ${u.email.padEnd(36)} ${u.roles.join(',').padEnd(28)} ${u.active ? 'activa' : 'desactivada'}`);
        console.log(`${rows.length} cuenta(s)`);
        break;
      }
      default:
        throw new AppError(400, 'VALIDATION', `Comando desconocido: ${command}\n\n${USAGE}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof AppError || error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : `Error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
