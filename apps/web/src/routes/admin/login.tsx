import { Alert, Box, Center, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { meSchema } from '@formulab/shared/auth/auth.schema';
import { safeRedirect } from '@formulab/shared/routes';
import { AuthCard } from '../../components/auth-card.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { Wordmark } from '../../components/wordmark.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { signOut } from '../../features/auth/api.ts';
import { api } from '../../lib/api.ts';

/** Staff sign-in: the same accounts, but a customer is signed straight out with a clear message. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [refused, setRefused] = useState(false);
  return (
    // outside the staff layout: the page's own main landmark, where a screen reader's user skips to
    <Box component="main" mih="100vh" bg="gray.1" py="xl">
      <Center>
        <Stack align="center" gap="md" w="100%" px="md">
          <Wordmark size={30} />
          <LanguageSwitch />
          {refused && (
            <Alert color="red" role="alert" maw={440} w="100%">
              {t('auth.notAdmin')}
            </Alert>
          )}
          <Box w="100%" maw={440}>
            <AuthCard title={t('auth.adminSignInTitle')} subtitle={t('auth.adminSignInSubtitle')}>
              <LoginForm
                submitLabel={t('auth.adminSignIn')}
                afterSignIn={async () => {
                  const me = await api('/api/me', { schema: meSchema });
                  if (me.role !== 'admin') {
                    await signOut();
                    setRefused(true);
                    return;
                  }
                  const target = safeRedirect(params.get('redirect'), '/admin/admin-dashboard');
                  navigate(target.startsWith('/admin/') ? target : '/admin/admin-dashboard', { replace: true });
                }}
              />
            </AuthCard>
          </Box>
        </Stack>
      </Center>
    </Box>
  );
}
