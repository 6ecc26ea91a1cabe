import { Upload } from 'lucide-react';
import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { buttonVariants } from './button.tsx';
import { cn } from './cn.ts';
import type { FieldControlProps } from './field.tsx';

/**
 * A file input that always speaks Spanish ("Elegir archivo", the chosen file's name): the browser's
 * own picker speaks the browser's language. Put it inside a <Field> as its render function, passing
 * the control props on, so the label, the description and the error belong to the input.
 */
export function FilePicker({
  control,
  accept,
  file,
  onPick,
  name,
  inputRef,
  onBlur,
  disabled,
}: {
  control: FieldControlProps;
  accept: string;
  file: File | null | undefined;
  onPick: (file: File | undefined) => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <input
        {...control}
        type="file"
        accept={accept}
        name={name}
        ref={inputRef}
        onBlur={onBlur}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onPick(event.target.files?.[0])}
        className="peer sr-only"
      />
      <label
        htmlFor={control.id}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600',
          disabled && 'pointer-events-none opacity-50',
        )}
      >
        <Upload aria-hidden />
        Elegir archivo
      </label>
      <span className="min-w-0 truncate text-sm text-muted">{file ? file.name : 'Ningún archivo elegido'}</span>
    </div>
  );
}
