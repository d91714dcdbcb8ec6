import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '@formulab/shared/routes';
import { AuthCard } from '../../components/auth-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';

export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(params.get('redirect'));
  return (
    <AuthCard
      title={t('auth.signInTitle')}
      subtitle={
        <>
          {t('auth.noAccount')}{' '}
          <Anchor component={Link} to={`/signup${params.get('redirect') ? `?redirect=${encodeURIComponent(target)}` : ''}`}>
            {t('auth.signUpLink')}
          </Anchor>
        </>
      }
    >
      <LoginForm afterSignIn={async () => void navigate(target, { replace: true })} />
      <Text fz="xs" c="gray.7" ta="center">
        {t('auth.staffHint')}{' '}
        <Anchor component={Link} to="/admin/login" fz="xs">
          {t('auth.staffLink')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
