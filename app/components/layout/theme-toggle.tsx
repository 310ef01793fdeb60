/** The light/dark switch (app/shell/theme.ts): it carries both names and CSS shows the right one, so it is right before any script. */
import { clsx } from 'clsx';
import { Moon, Sun } from '~/components/ui/lucide';
import { useTranslation } from 'react-i18next';

export function ThemeToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-theme-toggle
      className={clsx('text-muted hover:bg-surface hover:text-fg inline-flex h-10 w-10 items-center justify-center rounded-lg', className)}
    >
      <Sun className="hidden h-5 w-5 dark:block" aria-hidden="true" />
      <Moon className="h-5 w-5 dark:hidden" aria-hidden="true" />
      <span data-theme-name="dark" className="sr-only dark:hidden">
        {t('theme.toDark')}
      </span>
      <span data-theme-name="light" className="sr-only hidden dark:inline">
        {t('theme.toLight')}
      </span>
    </button>
  );
}
