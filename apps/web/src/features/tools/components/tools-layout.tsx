import { NavLink, Outlet } from 'react-router';
import { Logo } from '../../../components/ui/logo';

export const FREE_TOOL_PAGES = [
  { to: '/tools/boolean-builder', label: 'Boolean Builder' },
  { to: '/tools/resume-to-email', label: 'Resume to Email Generator' },
] as const;

const toolLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ${
    isActive ? 'bg-orange-50 text-orange-800' : 'text-stone-700 hover:bg-stone-100'
  }`;

/** The free tools' public frame (SPEC 2.3): the logo, the tools, a way to sign in. */
export function ToolsLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <header className="border-b border-stone-200 bg-white py-3">
        <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 sm:px-8">
          <Logo to="/" />
          <nav
            aria-label="Free tools"
            className="order-last flex w-full flex-wrap items-center gap-1 md:order-none md:w-auto md:flex-1"
          >
            <span className="mr-1 text-xs font-semibold uppercase tracking-wide text-stone-600">
              Free tools
            </span>
            {FREE_TOOL_PAGES.map((tool) => (
              <NavLink key={tool.to} to={tool.to} className={toolLinkClasses}>
                {tool.label}
              </NavLink>
            ))}
          </nav>
          <NavLink
            to="/login"
            className="ml-auto text-sm font-semibold text-orange-800 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
          >
            Sign in
          </NavLink>
        </div>
      </header>
      <div id="content" className="flex-1">
        <Outlet />
      </div>
    </div>
  );
}
