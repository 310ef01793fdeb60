import { clsx } from 'clsx';
import { Moon, Sun } from '~/components/ui/lucide';
import { useTranslation } from 'react-i18next';
import { useTheme } from './theme';

export function ThemeToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <button
      type="button"
      onClick={toggle}
      className={clsx('text-muted hover:bg-surface hover:text-fg inline-flex h-10 w-10 items-center justify-center rounded-lg', className)}
      aria-label={label}
      title={label}
    >
      <Sun className="hidden h-5 w-5 dark:block" aria-hidden="true" />
      <Moon className="h-5 w-5 dark:hidden" aria-hidden="true" />
    </button>
  );
}
