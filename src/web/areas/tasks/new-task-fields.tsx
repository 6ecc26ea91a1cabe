import { DESCRIPCION_MAX, NOMBRE_MAX, TITULO_MAX } from '../../../domain/tasks/limits.ts';
import { ASSIGNABLE_PEOPLE, TASK_PRIORITIES, TASK_URGENCIES } from '../../../domain/tasks/lists.ts';
import type { ActiveProject } from '../../../domain/tasks/task.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';

/** The new-task fields in the order their errors focus them. */
export const NEW_TASK_FIELDS = [
  'titulo',
  'responsable_nombre',
  'creada_por_nombre',
  'prioridad',
  'nivel_urgencia',
  'fecha_limite',
  'descripcion',
  'proyecto_id',
] as const;
export type NewTaskField = (typeof NEW_TASK_FIELDS)[number];

/**
 * The fields of a new task, uncontrolled (read with FormData), shared by the public form and the
 * dashboard's "Nueva tarea" dialog so both ask the same and the same schema checks them (ADR 111).
 */
export function NewTaskFields({
  errors,
  clear,
  projects,
  typed = {},
}: {
  errors: Partial<Record<NewTaskField, string>>;
  clear: (field: NewTaskField) => void;
  projects: readonly ActiveProject[] | undefined;
  /** What was typed, when the server drew the page after a post without JavaScript (ADR 100). */
  typed?: Partial<Record<NewTaskField, string>>;
}) {
  return (
    <>
      <Field label="Título" required error={errors.titulo} className="sm:col-span-2">
        <Input name="titulo" autoComplete="off" defaultValue={typed.titulo} maxLength={TITULO_MAX} onChange={() => clear('titulo')} />
      </Field>
      <Field label="Responsable" required error={errors.responsable_nombre}>
        <NativeSelect
          name="responsable_nombre"
          defaultValue={typed.responsable_nombre ?? ''}
          onChange={() => clear('responsable_nombre')}
          placeholder="Elegí el responsable"
          options={ASSIGNABLE_PEOPLE}
        />
      </Field>
      <Field label="Creada por" required error={errors.creada_por_nombre}>
        <Input
          name="creada_por_nombre"
          autoComplete="name"
          defaultValue={typed.creada_por_nombre}
          maxLength={NOMBRE_MAX}
          onChange={() => clear('creada_por_nombre')}
        />
      </Field>
      <Field label="Prioridad" required error={errors.prioridad}>
        <NativeSelect name="prioridad" defaultValue={typed.prioridad ?? 'P2'} options={TASK_PRIORITIES} />
      </Field>
      <Field label="Urgencia" required error={errors.nivel_urgencia}>
        <NativeSelect name="nivel_urgencia" defaultValue={typed.nivel_urgencia ?? 'Medio'} options={TASK_URGENCIES} />
      </Field>
      <Field label="Fecha límite" required error={errors.fecha_limite}>
        <Input name="fecha_limite" type="date" defaultValue={typed.fecha_limite} onChange={() => clear('fecha_limite')} />
      </Field>
      <Field label="Proyecto" error={errors.proyecto_id}>
        <NativeSelect name="proyecto_id" defaultValue={typed.proyecto_id ?? 'ninguno'} onChange={() => clear('proyecto_id')}>
          <option value="ninguno">Ninguno</option>
          {projects?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.nombre}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Descripción" error={errors.descripcion} className="sm:col-span-2">
        <Textarea name="descripcion" defaultValue={typed.descripcion} maxLength={DESCRIPCION_MAX} onChange={() => clear('descripcion')} />
      </Field>
    </>
  );
}
