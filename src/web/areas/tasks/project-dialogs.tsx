import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NUMBER_KINDS, typedNumberText } from '../../../domain/shared/typed-number-reader.ts';
import { type ProjectBudget, projectBudgetInputSchema } from '../../../domain/tasks/cash.ts';
import { PROJECT_STATES } from '../../../domain/tasks/lists.ts';
import { type Project, projectInputSchema } from '../../../domain/tasks/task.ts';
import { FormDialog } from '../../staff/form-dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { NativeSelect } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { useSaveProject } from './api.ts';
import { useSetBudget } from './cash-api.ts';

// Proyectos' own dialogs, fetched when first opened with the form kit and the schemas (dialogs.tsx).

type FormInput = z.input<typeof projectInputSchema>;
type FormOutput = z.output<typeof projectInputSchema>;

export function ProjectDialog({ project, onClose }: { project?: Project | undefined; onClose: () => void }) {
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

export function BudgetDialog({ project, budget, onClose }: { project: Project; budget: ProjectBudget | undefined; onClose: () => void }) {
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
