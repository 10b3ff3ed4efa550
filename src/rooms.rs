//! Rooms: a type's operations divided by concern into handles over it. `rooms!` declares, for a
//! core type, one handle type per room (a copy of a borrow of the core, which it dereferences
//! to, so a room's operations reach the core's private state and the other rooms as the core's
//! own methods would) and one accessor on the core per room. The session and the store are built
//! this way (`crate::session::rooms`, `crate::store::rooms`).

/// Declares the rooms of `$core`: `rooms! { Core, "core"; /// doc\n Room by accessor; ... }`.
macro_rules! rooms {
    ($core:ident, $what:literal; $($(#[doc = $doc:literal])* $room:ident by $accessor:ident;)*) => {
        $(
            $(#[doc = $doc])*
            #[derive(Clone, Copy)]
            pub struct $room<'a>(&'a $core);

            impl std::ops::Deref for $room<'_> {
                type Target = $core;

                fn deref(&self) -> &$core {
                    self.0
                }
            }

            impl std::fmt::Debug for $room<'_> {
                fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    f.write_str(stringify!($room))
                }
            }
        )*

        /// The rooms, one handle per concern.
        impl $core {
            $(
                #[doc = concat!("The ", $what, "'s [`", stringify!($room), "`] room.")]
                pub fn $accessor(&self) -> $room<'_> {
                    $room(self)
                }
            )*
        }
    };
}

pub(crate) use rooms;
