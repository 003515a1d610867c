import "server-only";
import { taskDefinition } from "@/lib/tasks/catalogue";

/*
 * The old list of jobs, kept until the branches that still read it are merged (issue 37): the background tasks'
 * catalogue (lib/tasks/catalogue.ts) under its former names.
 */

interface JobRun {
  id: string;
  name: string;
}

/**
 * @deprecated Use `taskDefinition` from `@/lib/tasks/catalogue`. A task's definition whose handler takes the old run
 * (`{ id, name }`): it runs as a first try, on the clock of the call.
 * @public
 */
export function jobDefinition(name: string) {
  const definition = taskDefinition(name);
  if (!definition) return undefined;
  return {
    ...definition,
    handler: (payload: unknown, run: JobRun) =>
      definition.handler(definition.payload.parse(payload ?? {}), { id: 0, name: run.name, attempt: 1, lastTry: false, now: new Date() }),
  };
}
