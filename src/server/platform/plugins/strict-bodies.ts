import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The message of a key the route does not take: it names the key (the field says where). */
export const unknownKeyMessage = (key: string) => `No se esperaba el campo «${key}»: quitalo y volvé a enviar.`;

type Def = Record<string, unknown> & { shape?: Record<string, z.ZodType>; innerType?: z.ZodType; element?: z.ZodType; in?: z.ZodType; options?: z.ZodType[] };
type Cloneable = z.ZodType & { _zod: { def: Def }; clone(def: Def): z.ZodType };

/**
 * The same schema refusing unknown keys at every level (objects inside arrays, optionals, pipes
 * and unions too), its refinements kept: a body with a key the route does not take is a 400
 * naming it, never silently dropped. The domain's schemas stay lenient for the forms that share
 * them; the server is where a stray key means a client out of step.
 */
export function strictDeep(schema: z.ZodType): z.ZodType {
  const s = schema as Cloneable;
  const def = s._zod.def;
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, value]) => [key, strictDeep(value)]));
    return s.clone({ ...def, shape, catchall: z.never() });
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return s.clone({ ...def, innerType: strictDeep(def.innerType as z.ZodType) });
  }
  if (schema instanceof z.ZodArray) return s.clone({ ...def, element: strictDeep(def.element as z.ZodType) });
  if (schema instanceof z.ZodPipe) return s.clone({ ...def, in: strictDeep(def.in as z.ZodType) });
  if (schema instanceof z.ZodUnion) return s.clone({ ...def, options: (def.options ?? []).map(strictDeep) });
  return schema;
}

/** fastify-type-provider-zod's compiler with strict request bodies (params and query stay as they are). */
export const strictBodyValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler(route.httpPart === 'body' && route.schema instanceof z.ZodType ? { ...route, schema: strictDeep(route.schema) } : route);
