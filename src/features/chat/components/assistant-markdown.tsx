import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';

/**
 * Assistant replies as safe Markdown: raw HTML is never rendered (react-markdown escapes it without
 * a raw-HTML plugin, and its URL filter drops `javascript:` links); site paths stay in the app,
 * other links open in a new tab without access to this page.
 */
const components: Components = {
  a({ href = '', children }) {
    if (href.startsWith('/') && !href.startsWith('//')) {
      return (
        <Link to={href} className="underline underline-offset-2">
          {children}
        </Link>
      );
    }
    return (
      <a
        href={href}
        target={href.startsWith('mailto:') ? undefined : '_blank'}
        rel="noopener noreferrer nofollow"
        className="underline underline-offset-2"
      >
        {children}
      </a>
    );
  },
  img: () => null,
};

export default function AssistantMarkdown({ text }: { text: string }) {
  return (
    <div className="space-y-2 [&_li]:ml-4 [&_ol]:list-decimal [&_ul]:list-disc">
      <Markdown components={components} skipHtml>
        {text}
      </Markdown>
    </div>
  );
}
