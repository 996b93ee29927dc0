/* global Deno */
// Runs one edge function for the local stack: imports `supabase/functions/<name>/index.ts` and
// binds whatever it passes to `Deno.serve` to 127.0.0.1:$LOCAL_FUNCTION_PORT, then prints a ready line.
const port = Number(Deno.env.get('LOCAL_FUNCTION_PORT'));
const entry = Deno.args[0];
const serve = Deno.serve.bind(Deno);

Deno.serve = (...args) => {
  let options = {};
  let handler;
  if (typeof args[0] === 'function') {
    handler = args[0];
    options = args[1] ?? {};
  } else {
    options = args[0] ?? {};
    handler = typeof args[1] === 'function' ? args[1] : options.handler;
  }
  return serve(
    {
      ...options,
      port,
      hostname: '127.0.0.1',
      onListen: () => console.log(`LOCAL_FUNCTION_READY ${port}`),
    },
    handler,
  );
};

await import(entry);
