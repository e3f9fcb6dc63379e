/**
 * Messages of the account domain. The account flows: log in, register, forgot password, verification code, reset password.
 * English and Arabic side by side: a key missing in either language is a type error.
 */
export const en = {
  // Authentication buttons and outcomes.
  'auth.login': 'Log in',
  'auth.register': 'Register',
  'auth.logout': 'Log out',
  'auth.loginSuccess': 'Login successful',
  'auth.loginRequiredTitle': 'Login required',
  'auth.goToLogin': 'Go to login',

  // Login.
  'login.welcome': 'Welcome back! Log in to continue learning.',
  'login.noAccount': 'Don’t have an account?',
  'login.createAccount': 'Create an account',
  'login.rememberMe': 'Remember me',
  'login.forgotPassword': 'Forgot your password?',
  'login.submit': 'Log in',
  'login.submitting': 'Logging in…',

  // Register.
  'register.heading': 'Create a new account',
  'register.haveAccount': 'Already have an account?',
  'register.loginLink': 'Log in',
  /** {{terms}} and {{privacy}} are the links, labelled with policy.terms and policy.privacy. */
  'register.terms': 'By creating an account, you agree to the {{terms}} and the {{privacy}}.',
  'register.submit': 'Create account',
  'register.submitting': 'Creating your account…',
  'register.success': 'Your account has been created. We sent a verification code to your email.',
  'register.failed': 'Registration failed. Please check your details and try again.',

  // Forgot password.
  'forgot.heading': 'Forgot your password?',
  'forgot.lead': 'Enter your email and we’ll send you a verification code.',
  'forgot.submit': 'Send code',
  'forgot.codeSent': 'The code has been sent to your email successfully.',
  'forgot.codeFailed': 'Something went wrong while sending the code.',
  'forgot.backToLogin': 'Back to login',

  // Verification code.
  'verify.heading': 'Enter the verification code',
  'verify.lead': 'Enter the 6-digit code we sent to your email.',
  'verify.digit': 'Digit {{index}} of {{total}}',
  'verify.submit': 'Verify',
  'verify.noCode': 'Didn’t receive the code?',
  'verify.resend': 'Resend code',
  'verify.success': 'The code was verified successfully.',
  'verify.unexpected': 'An unexpected error occurred. Please try again.',

  // Reset password.
  'reset.heading': 'Set a new password',
  'reset.lead': 'Enter your email and choose a new password.',
  'reset.submit': 'Reset password',
  'reset.success': 'Your password has been reset. You can now log in.',

  'verify.codeLabel': 'Verification code',
  // A session the server ended (a 401), told on the login screen.
  'auth.sessionEnded': 'Your session has ended. Please sign in again.',
  // What the code boxes refuse.
  'verify.digitsOnly': 'The code is made of digits only.',
  'verify.tooLong': 'The code has {{length}} digits; what you pasted has more.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  // Authentication buttons and outcomes.
  'auth.login': 'تسجيل الدخول',
  'auth.register': 'إنشاء حساب',
  'auth.logout': 'تسجيل الخروج',
  'auth.loginSuccess': 'تم تسجيل الدخول بنجاح',
  'auth.loginRequiredTitle': 'يلزم تسجيل الدخول',
  'auth.goToLogin': 'الانتقال إلى تسجيل الدخول',

  // Login.
  'login.welcome': 'مرحبًا بعودتك! سجّل دخولك لمتابعة التعلّم.',
  'login.noAccount': 'ليس لديك حساب؟',
  'login.createAccount': 'أنشئ حسابًا',
  'login.rememberMe': 'تذكّرني',
  'login.forgotPassword': 'نسيت كلمة المرور؟',
  'login.submit': 'تسجيل الدخول',
  'login.submitting': 'جارٍ تسجيل الدخول…',

  // Register.
  'register.heading': 'أنشئ حسابًا جديدًا',
  'register.haveAccount': 'لديك حساب بالفعل؟',
  'register.loginLink': 'سجّل الدخول',
  'register.terms': 'بإنشائك حسابًا، فإنك توافق على {{terms}} و{{privacy}}.',
  'register.submit': 'إنشاء الحساب',
  'register.submitting': 'جارٍ إنشاء الحساب…',
  'register.success': 'تم إنشاء حسابك بنجاح، وأرسلنا رمز التحقق إلى بريدك الإلكتروني.',
  'register.failed': 'تعذّر إنشاء الحساب. تحقّق من بياناتك ثم حاول مرة أخرى.',

  // Forgot password.
  'forgot.heading': 'نسيت كلمة المرور؟',
  'forgot.lead': 'أدخل بريدك الإلكتروني وسنرسل إليك رمز التحقق.',
  'forgot.submit': 'إرسال الرمز',
  'forgot.codeSent': 'تم إرسال الرمز إلى بريدك الإلكتروني بنجاح.',
  'forgot.codeFailed': 'حدث خطأ أثناء إرسال الرمز.',
  'forgot.backToLogin': 'العودة إلى تسجيل الدخول',

  // Verification code.
  'verify.heading': 'أدخل رمز التحقق',
  'verify.lead': 'أدخل الرمز المكوّن من ٦ أرقام الذي أرسلناه إلى بريدك الإلكتروني.',
  'verify.digit': 'الرقم {{index}} من {{total}}',
  'verify.submit': 'تحقّق',
  'verify.noCode': 'لم يصلك الرمز؟',
  'verify.resend': 'إعادة إرسال الرمز',
  'verify.success': 'تم التحقق من الرمز بنجاح.',
  'verify.unexpected': 'حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى.',

  // Reset password.
  'reset.heading': 'عيّن كلمة مرور جديدة',
  'reset.lead': 'أدخل بريدك الإلكتروني واختر كلمة مرور جديدة.',
  'reset.submit': 'إعادة تعيين كلمة المرور',
  'reset.success': 'تمت إعادة تعيين كلمة المرور. يمكنك الآن تسجيل الدخول.',

  'verify.codeLabel': 'رمز التحقق',
  'auth.sessionEnded': 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  'verify.digitsOnly': 'يتكوّن الرمز من أرقام فقط.',
  'verify.tooLong': 'الرمز مكوّن من {{length}} أرقام، وما ألصقته أطول من ذلك.',
};
