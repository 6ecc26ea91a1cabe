import { type NavigateOptions, useSearchParams } from 'react-router';

/**
 * A list's filters kept in the address (shareable, kept on reload): `setFilter(name, value)` sets
 * or, for an empty value, removes one parameter and leaves the others. `options` says whether the
 * change is a step of the history (Back undoes it: the default) or replaces the entry.
 */
export function useUrlFilter<Name extends string>(options?: NavigateOptions) {
  const [params, setParams] = useSearchParams();
  const setFilter = (name: Name, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    }, options);
  return { params, setParams, setFilter };
}
