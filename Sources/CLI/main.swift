import Foundation
import Rewriter
print("modernize")
