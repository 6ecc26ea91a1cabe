import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import { cn } from './cn.ts';
import { Label } from './label.tsx';

/** Props a form control receives from its `Field`: spread them onto the control. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

export type FieldProps = {
  label: ReactNode;
  /** The validation message (react-hook-form: `errors.name?.message`); shown with `role="alert"`. */
  error?: string;
  description?: ReactNode;
  /** Marks the label with an asterisk and the control with `aria-required`. */
  required?: boolean;
  /** Id of the control; generated when neither this nor the child's own `id` is given. */
  id?: string;
  /** `inline` puts the control before the label on one line (checkbox, switch). */
  layout?: 'stacked' | 'inline';
  className?: string;
  /**
   * Either one control element, which gets `id`, `aria-describedby`, `aria-invalid` injected
   * (`<Input {...register('nombre')} />`), or a function receiving those props, for controls
   * whose labelled element is not the root (`{(p) => <Select …><SelectTrigger {...p} /></Select>}`).
   * Groups (radio group) label themselves with `meta.labelId` via `aria-labelledby`.
   */
  children: ReactElement | ((control: FieldControlProps, meta: { labelId: string }) => ReactNode);
};

type ChildProps = { id?: string; 'aria-describedby'?: string };

export function Field({ label, error, description, required = false, id, layout = 'stacked', className, children }: FieldProps) {
  const generatedId = useId();
  const childProps: ChildProps = isValidElement<ChildProps>(children) ? children.props : {};
  const controlId = id ?? childProps.id ?? generatedId;
  const labelId = `${controlId}-label`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [childProps['aria-describedby'], descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  const controlProps: FieldControlProps = {
    id: controlId,
    ...(describedBy && { 'aria-describedby': describedBy }),
    ...(error && { 'aria-invalid': true }),
    ...(required && { 'aria-required': true }),
  };
  const control = typeof children === 'function' ? children(controlProps, { labelId }) : cloneElement(children, controlProps);

  const labelNode = (
    <Label id={labelId} htmlFor={controlId}>
      {label}
      {required && (
        <span aria-hidden className="ml-0.5 text-danger">
          *
        </span>
      )}
    </Label>
  );

  return (
    <div className={cn('grid gap-1.5', className)}>
      {layout === 'inline' ? (
        <div className="flex items-center gap-2">
          {control}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {control}
        </>
      )}
      {description && (
        <p id={descriptionId} className="text-sm text-muted">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
