#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import BreatheCore

extension SystemReason {
    /// The system's reason for `code`, in its own words and as one a person can act on.
    public init(errno code: Int32) {
        let kind: Kind = switch code {
        case ENOSPC: .noSpace
        case EDQUOT: .quotaExceeded
        case EACCES: .permissionDenied
        case EPERM: .notPermitted
        case EROFS: .readOnly
        case ENOENT: .notFound
        case EEXIST: .exists
        case ENOTDIR: .notAFolder
        case EISDIR: .isAFolder
        case EIO: .inputOutput
        case ELOOP: .linkLoop
        case ENAMETOOLONG: .nameTooLong
        case EBUSY: .busy
        case EMFILE, ENFILE: .tooManyOpenFiles
        default: .other
        }
        self.init(kind, text: String(cString: strerror(code)))
    }
}
