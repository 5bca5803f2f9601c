/** What identity tells users: sign-in, registration, account rules, admin changes. */
const id = {
  'identity.wrong_credentials': 'Email atau kata sandi salah',
  'identity.too_many_logins': 'Terlalu banyak percobaan masuk. Coba lagi dalam {minutes} menit.',
  'identity.too_many_registrations': 'Terlalu banyak pendaftaran dari alamat ini. Coba lagi dalam {minutes} menit.',
  'identity.not_signed_in': 'Belum masuk',
  'identity.session_ended_suspended': 'Sesi berakhir: akun ditangguhkan',
  'identity.admin_registration_closed':
    'Pendaftaran Administrator ditutup: admin sudah ada. Minta admin yang ada untuk membuatkan akun.',
  'identity.account_deleted': 'Akun ini sudah dihapus.',
  'identity.account_suspended': 'Akun Anda ditangguhkan. Hubungi admin TeleRawat.',
  'identity.cannot_delete_admin': 'Tidak dapat menghapus admin',
  'identity.cannot_suspend_self': 'Anda tidak dapat menangguhkan akun Anda sendiri',
  'identity.cannot_suspend_admin': 'Akun admin tidak dapat ditangguhkan',
  'identity.cannot_change_admin_email': 'Email admin lain tidak dapat diubah',
  'identity.verify_only_providers': 'Hanya akun tenaga kesehatan yang dapat diverifikasi',
  'identity.str_missing': 'Nomor STR belum diisi oleh tenaga kesehatan ini',
  'identity.str_only_providers': 'Hanya tenaga kesehatan yang memiliki nomor STR',
  'identity.email_taken': 'Email sudah terdaftar. Silakan masuk atau gunakan email lain.',
  'identity.email_taken_field': 'Email sudah terdaftar',
  'identity.user_not_found': 'Pengguna tidak ditemukan',
  'identity.user_deleted': 'Pengguna berhasil dihapus',
  'identity.user_anonymised': 'Akun dinonaktifkan dan dianonimkan; rekam medis tetap disimpan sesuai ketentuan.',
  'identity.profile_invalid': 'Data profil tidak valid',
  'identity.profile_not_found': 'Profil tidak ditemukan',
  'identity.profile_only_own': 'Hanya pasien dan tenaga kesehatan yang memiliki profil',
  'identity.reset_link_sent':
    'Jika email tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang kata sandi. Periksa kotak masuk Anda.',
  'identity.too_many_reset_requests': 'Terlalu banyak permintaan atur ulang kata sandi. Coba lagi dalam {minutes} menit.',
  'identity.token_invalid': 'Tautan tidak valid, sudah dipakai, atau kedaluwarsa. Minta tautan baru.',
  'identity.token_invalid_field': 'Tautan tidak valid atau kedaluwarsa',
  'identity.password_reset_done': 'Kata sandi berhasil diatur. Silakan masuk dengan kata sandi baru.',
  'identity.current_password_wrong': 'Kata sandi saat ini salah',
  'identity.too_many_password_changes': 'Terlalu banyak percobaan mengubah kata sandi. Coba lagi dalam {minutes} menit.',
  'identity.password_changed': 'Kata sandi berhasil diubah. Sesi lain di perangkat Anda telah diakhiri.',
  'identity.email_verified': 'Email Anda berhasil diverifikasi.',
  'identity.email_already_verified': 'Email Anda sudah terverifikasi.',
  'identity.verification_sent': 'Tautan verifikasi baru telah dikirim ke email Anda.',
  'identity.too_many_verification_mails': 'Terlalu banyak permintaan tautan verifikasi. Coba lagi dalam {minutes} menit.',
  'identity.email_not_verified':
    'Verifikasi email Anda terlebih dahulu untuk membuat janji. Buka tautan yang kami kirim ke email Anda, atau kirim ulang tautannya.',
}

// typed by the Indonesian keys: a key missing (or extra) here fails the build
const en: Record<keyof typeof id, string> = {
  'identity.wrong_credentials': 'Wrong e-mail or password',
  'identity.too_many_logins': 'Too many sign-in attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'identity.too_many_registrations':
    'Too many registrations from this address. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'identity.not_signed_in': 'Not signed in',
  'identity.session_ended_suspended': 'Session ended: the account is suspended',
  'identity.admin_registration_closed':
    'Administrator registration is closed: an admin already exists. Ask that admin to create your account.',
  'identity.account_deleted': 'This account has been deleted.',
  'identity.account_suspended': 'Your account is suspended. Contact the TeleRawat admin.',
  'identity.cannot_delete_admin': 'An admin cannot be deleted',
  'identity.cannot_suspend_self': 'You cannot suspend your own account',
  'identity.cannot_suspend_admin': 'An admin account cannot be suspended',
  'identity.cannot_change_admin_email': "Another admin's e-mail cannot be changed",
  'identity.verify_only_providers': 'Only health worker accounts can be verified',
  'identity.str_missing': 'This health worker has not entered an STR number yet',
  'identity.str_only_providers': 'Only health workers have an STR number',
  'identity.email_taken': 'This e-mail is already registered. Sign in or use another e-mail.',
  'identity.email_taken_field': 'E-mail already registered',
  'identity.user_not_found': 'User not found',
  'identity.user_deleted': 'User deleted',
  'identity.user_anonymised': 'Account deactivated and anonymised; medical records are kept as the regulation requires.',
  'identity.profile_invalid': 'Invalid profile data',
  'identity.profile_not_found': 'Profile not found',
  'identity.profile_only_own': 'Only patients and health workers have a profile',
  'identity.reset_link_sent': 'If that e-mail is registered, we have sent a link to reset the password. Check your inbox.',
  'identity.too_many_reset_requests':
    'Too many password reset requests. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'identity.token_invalid': 'The link is invalid, already used, or expired. Ask for a new link.',
  'identity.token_invalid_field': 'Invalid or expired link',
  'identity.password_reset_done': 'Password set. Sign in with your new password.',
  'identity.current_password_wrong': 'The current password is wrong',
  'identity.too_many_password_changes':
    'Too many password change attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'identity.password_changed': 'Password changed. Your other sessions have been signed out.',
  'identity.email_verified': 'Your e-mail is verified.',
  'identity.email_already_verified': 'Your e-mail is already verified.',
  'identity.verification_sent': 'A new verification link has been sent to your e-mail.',
  'identity.too_many_verification_mails':
    'Too many verification link requests. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'identity.email_not_verified': 'Verify your e-mail before booking. Open the link we sent to your e-mail, or send the link again.',
}

export const identityMessages = { id, en }
