import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { api } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-store';
import { SettingsSection } from './settings-section';

export function DangerZoneSection() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const deleteAccount = async () => {
    setBusy(true);
    try {
      await api.auth.deleteAccount();
      notify.success('Account deleted successfully');
      useAuthStore.getState().clear();
      queryClient.clear();
      navigate('/auth/login', { replace: true });
    } catch {
      notify.error('Failed to delete account');
      setBusy(false);
    }
  };

  return (
    <SettingsSection
      id="danger-zone"
      title="Danger zone"
      tone="danger"
      description="Deleting your account is permanent."
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground sm:max-w-lg">
          Your account, every website with its pages, products, orders, bookings, customers and
          media will be deleted, and you will be signed out on every device.
        </p>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Delete your account?"
        description="This permanently deletes your account and all your websites, pages, products, orders, bookings, customers and media, and signs you out everywhere. This action cannot be undone."
        confirmLabel="Delete my account"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={() => void deleteAccount()}
      />
    </SettingsSection>
  );
}
