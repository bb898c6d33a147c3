import { Download, UserPlus } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DOWNLOAD_PAGES } from '@/api/contracts/downloads';
import type { UserListItem } from '@/api/contracts/users';
import { useStartDownload } from '@/shell/downloads/use-start-download';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { PageFrame } from '@/shell/page/page-frame';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { useSessionValue } from '@/shell/session/use-session';
import { apiErrorText } from '../api-error-text';
import { AccountFeaturesCard } from '../components/account-features-card';
import { UsersTable } from '../components/users-table';
import { useDeleteUser } from '../queries/use-delete-user';
import { useUserList } from '../queries/use-user-list';
import { toTitleCase } from '../title-case';

/** One empty list for every render, so the table does not see new data (and reset its page) each time. */
const NO_USERS: UserListItem[] = [];

/** Spec §2 "User list": search, per-page selector, create button and the table with delete. */
export function UserListPage() {
  const { t } = useTranslation();
  // A failed load is ignored on purpose (spec §8): the page then shows its empty state.
  const list = useUserList();
  const removal = useDeleteUser();
  const searchRef = useRef<HTMLInputElement>(null);
  const download = useStartDownload();
  const { mutateAsync: deleteUser } = removal;
  // The account's switches are the provider's: role 0 only, as the server's rule says.
  const administrator = useSessionValue('role_id') === 0;

  const confirmAndDelete = useCallback(
    async (user: UserListItem) => {
      const name = toTitleCase(user.username);
      const confirmed = await showConfirm({
        title: t('users.delete_title'),
        message: t('users.delete_message', { name }),
        tone: 'warning',
        confirmLabel: t('users.delete_confirm'),
        cancelLabel: t('users.delete_cancel'),
      });
      if (!confirmed) return;
      try {
        notify.success(await deleteUser(user._id));
        // The row and its button are gone; give keyboard users a sensible place to continue from.
        searchRef.current?.focus();
      } catch (error) {
        notify.error(apiErrorText(error, t('users.delete_failed')), { title: t('users.error_title') });
      }
    },
    [deleteUser, t],
  );
  const onDelete = useCallback((user: UserListItem) => void confirmAndDelete(user), [confirmAndDelete]);

  return (
    <PageFrame
      titleId="user-list-title"
      title={t('users.title')}
      actions={
        <>
          <Button variant="outline" disabled={download.busy || !list.data?.length} onClick={() => void download.start({ pagename: DOWNLOAD_PAGES.userList, rows: list.data?.length })}>
            <Download aria-hidden />
            {t('downloadCenter.export')}
          </Button>
          <Button asChild>
            <Link to="/user-list/create-user">
              <UserPlus aria-hidden />
              {t('users.create_user')}
            </Link>
          </Button>
        </>
      }
    >
      <Card className="p-4 md:p-6">
        <UsersTable
          users={list.data ?? NO_USERS}
          loading={list.isPending}
          onDelete={onDelete}
          deletingId={removal.isPending ? (removal.variables ?? null) : null}
          searchRef={searchRef}
        />
      </Card>
      {administrator ? <AccountFeaturesCard /> : null}
    </PageFrame>
  );
}
