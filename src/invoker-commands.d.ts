import 'react';

/**
 * HTML invoker commands (`<button commandfor="id" command="show-modal">`): a button opens or closes
 * a dialog or popover with no script. React passes the lowercase attributes through as written;
 * its types do not list them yet.
 */
declare module 'react' {
  // Merging with React's interface needs its type parameter, unused here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'show-popover'
      | 'hide-popover'
      | 'toggle-popover'
      | undefined;
  }
}
